#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000436.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sweep4_kernelfPiPKl(float, int *, const long *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6grow17mjPjj(unsigned long, unsigned, unsigned *, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6fuse28i(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13sweep4_kernelfPiPKl(float __par0, int *__par1, const long *__restrict__ __par2){ const long *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__cudaLaunch(((char *)((void ( *)(float, int *, const long *__restrict__))sweep4_kernel)), 0U);}
# 10 "i000436.cu"
void sweep4_kernel( float __cuda_0,int *__cuda_1,const long *__restrict__ __cuda_2)
# 10 "i000436.cu"
{__device_stub__Z13sweep4_kernelfPiPKl( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "i000436.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6grow17mjPjj( unsigned long __par0,  unsigned __par1,  unsigned *__par2,  unsigned __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned long, unsigned, unsigned *, unsigned))grow17)), 0U); }
# 25 "i000436.cu"
void grow17( unsigned long __cuda_0,unsigned __cuda_1,unsigned *__cuda_2,unsigned __cuda_3)
# 25 "i000436.cu"
{__device_stub__Z6grow17mjPjj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 34 "i000436.cu"
}
# 1 "i000436.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6fuse28i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))fuse28)), 0U); }
# 37 "i000436.cu"
void fuse28( int __cuda_0)
# 37 "i000436.cu"
{__device_stub__Z6fuse28i( __cuda_0);
# 47 "i000436.cu"
}
# 1 "i000436.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T13) {  __nv_dummy_param_ref(__T13); __nv_save_fatbinhandle_for_managed_rt(__T13); __cudaRegisterEntry(__T13, ((void ( *)(int))fuse28), fuse28, (-1)); __cudaRegisterEntry(__T13, ((void ( *)(unsigned long, unsigned, unsigned *, unsigned))grow17), grow17, 64); __cudaRegisterEntry(__T13, ((void ( *)(float, int *, const long *__restrict__))sweep4_kernel), _Z13sweep4_kernelfPiPKl, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
