#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002333.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5kick3PjiiPi(unsigned *, int, int, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6fuse11Phi(unsigned char *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7blend15PKiPji(const int *, unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6tile21Px(long long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5kick3PjiiPi(unsigned *__par0, int __par1, int __par2, int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned *, int, int, int *))kick3)), 0U);}
# 11 "v002333.cu"
void kick3( unsigned *__cuda_0,int __cuda_1,int __cuda_2,int *__cuda_3)
# 12 "v002333.cu"
{__device_stub__Z5kick3PjiiPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 22 "v002333.cu"
}
# 1 "v002333.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6fuse11Phi( unsigned char *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned char *, int))fuse11)), 0U); }
# 24 "v002333.cu"
void fuse11( unsigned char *__cuda_0,int __cuda_1)
# 25 "v002333.cu"
{__device_stub__Z6fuse11Phi( __cuda_0,__cuda_1);


}
# 1 "v002333.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7blend15PKiPji( const int *__par0,  unsigned *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, unsigned *, int))blend15)), 0U); }
# 31 "v002333.cu"
void blend15( const int *__cuda_0,unsigned *__cuda_1,int __cuda_2)
# 32 "v002333.cu"
{__device_stub__Z7blend15PKiPji( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v002333.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6tile21Px( long long *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long long *))tile21)), 0U); }
# 39 "v002333.cu"
void tile21( long long *__cuda_0)
# 40 "v002333.cu"
{__device_stub__Z6tile21Px( __cuda_0);
# 48 "v002333.cu"
}
# 1 "v002333.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(long long *))tile21), _Z6tile21Px, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const int *, unsigned *, int))blend15), _Z7blend15PKiPji, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(unsigned char *, int))fuse11), _Z6fuse11Phi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(unsigned *, int, int, int *))kick3), _Z5kick3PjiiPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
