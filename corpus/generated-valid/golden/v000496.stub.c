#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000496.fatbin.c"
static void __device_stub__Z14update9_kernelPiiS_(int *, int, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6grow31iPiPj(int, int *, unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z14update9_kernelPiiS_(int *__par0, int __par1, int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int *, int, int *))update9_kernel)), 0U);}
# 25 "v000496.cu"
static void update9_kernel( int *__cuda_0,int __cuda_1,int *__cuda_2)
# 25 "v000496.cu"
{__device_stub__Z14update9_kernelPiiS_( __cuda_0,__cuda_1,__cuda_2);
# 33 "v000496.cu"
}
# 1 "v000496.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6grow31iPiPj( int __par0,  int *__par1,  unsigned *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, int *, unsigned *))grow31)), 0U); }
# 74 "v000496.cu"
void grow31( int __cuda_0,int *__cuda_1,unsigned *__cuda_2)
# 74 "v000496.cu"
{__device_stub__Z6grow31iPiPj( __cuda_0,__cuda_1,__cuda_2);
# 84 "v000496.cu"
}
# 1 "v000496.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(int, int *, unsigned *))grow31), _Z6grow31iPiPj, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(int *, int, int *))update9_kernel), _Z14update9_kernelPiiS_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
