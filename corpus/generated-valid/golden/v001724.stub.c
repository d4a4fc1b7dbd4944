#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001724.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14smooth5_kernelii(int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16stencil39_kernelPi6Axis29(int *__restrict__, enum Axis29);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8spread49Pi(int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14smooth5_kernelii(int __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(int, int))smooth5_kernel)), 0U);}
# 13 "v001724.cu"
void smooth5_kernel( int __cuda_0,int __cuda_1)
# 13 "v001724.cu"
{__device_stub__Z14smooth5_kernelii( __cuda_0,__cuda_1);
# 19 "v001724.cu"
}
# 1 "v001724.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16stencil39_kernelPi6Axis29( int *__restrict__ __par0,  enum Axis29 __par1) {  int *__T0;
__cudaLaunchPrologue(2); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, enum Axis29))stencil39_kernel)), 0U); }
# 54 "v001724.cu"
void stencil39_kernel( int *__restrict__ __cuda_0,enum ::Axis29 __cuda_1)
# 54 "v001724.cu"
{__device_stub__Z16stencil39_kernelPi6Axis29( __cuda_0,__cuda_1);




}
# 1 "v001724.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8spread49Pi( int *__restrict__ __par0) {  int *__T1;
__cudaLaunchPrologue(1); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__))spread49)), 0U); }
# 66 "v001724.cu"
void spread49( int *__restrict__ __cuda_0)
# 66 "v001724.cu"
{__device_stub__Z8spread49Pi( __cuda_0);
# 76 "v001724.cu"
}
# 1 "v001724.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int *__restrict__))spread49), _Z8spread49Pi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int *__restrict__, enum Axis29))stencil39_kernel), _Z16stencil39_kernelPi6Axis29, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, int))smooth5_kernel), _Z14smooth5_kernelii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
