import type { Permission } from '@portal/contract';

/** The 9 sample permissions (spec section 6), fixed data. */
export function seedPermissions(): Permission[] {
  return [
    {
      id: 1,
      name: 'Management',
      assignedTo: ['administrator'],
      createdDate: '14 Apr 2021, 8:43 PM',
    },
    {
      id: 2,
      name: 'Manage Billing & Roles',
      assignedTo: ['administrator'],
      createdDate: '16 Sep 2021, 5:20 PM',
    },
    {
      id: 3,
      name: 'Add & Remove Users',
      assignedTo: ['administrator', 'manager'],
      createdDate: '14 Oct 2021, 10:20 AM',
    },
    {
      id: 4,
      name: 'Project Planning',
      assignedTo: ['administrator', 'users', 'support'],
      createdDate: '14 Oct 2021, 10:20 AM',
    },
    {
      id: 5,
      name: 'Manage Email Sequences',
      assignedTo: ['administrator', 'users', 'support'],
      createdDate: '23 Aug 2021, 2:00 PM',
    },
    {
      id: 6,
      name: 'Client Communication',
      assignedTo: ['administrator', 'manager'],
      createdDate: '15 Apr 2021, 11:30 AM',
    },
    {
      id: 7,
      name: 'Only View',
      assignedTo: ['administrator', 'restricted-user'],
      createdDate: '04 Dec 2021, 8:15 PM',
    },
    {
      id: 8,
      name: 'Financial Management',
      assignedTo: ['administrator', 'manager'],
      createdDate: '25 Feb 2021, 10:30 AM',
    },
    {
      id: 9,
      name: "Manage Others' Tasks",
      assignedTo: ['administrator', 'support'],
      createdDate: '04 Nov 2021, 11:45 AM',
    },
  ];
}
