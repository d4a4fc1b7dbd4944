#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002162.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13pivot4_kernelPKiiPiPm(const int *, int, int *__restrict__, unsigned long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13pivot4_kernelPKiiPiPm(const int *__par0, int __par1, int *__restrict__ __par2, unsigned long *__par3){ int *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const int *, int, int *__restrict__, unsigned long *))pivot4_kernel)), 0U);}
# 8 "v002162.cu"
void pivot4_kernel( const int *__cuda_0,int __cuda_1,int *__restrict__ __cuda_2,unsigned long *__cuda_3)
# 8 "v002162.cu"
{__device_stub__Z13pivot4_kernelPKiiPiPm( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 21 "v002162.cu"
}
# 1 "v002162.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(const int *, int, int *__restrict__, unsigned long *))pivot4_kernel), _Z13pivot4_kernelPKiiPiPm, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
