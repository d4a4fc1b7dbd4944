#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002176.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5kick5mi(size_t, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16stencil19_kernelPffPd(float *, float, double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5kick5mi(size_t __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(size_t, int))kick5)), 0U);}
# 10 "v002176.cu"
void kick5( ::size_t __cuda_0,int __cuda_1)
# 10 "v002176.cu"
{__device_stub__Z5kick5mi( __cuda_0,__cuda_1);
# 21 "v002176.cu"
}
# 1 "v002176.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16stencil19_kernelPffPd( float *__par0,  float __par1,  double *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *, float, double *))stencil19_kernel)), 0U); }
# 38 "v002176.cu"
void stencil19_kernel( float *__cuda_0,float __cuda_1,double *__cuda_2)
# 38 "v002176.cu"
{__device_stub__Z16stencil19_kernelPffPd( __cuda_0,__cuda_1,__cuda_2);
# 50 "v002176.cu"
}
# 1 "v002176.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float *, float, double *))stencil19_kernel), _Z16stencil19_kernelPffPd, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(size_t, int))kick5), _Z5kick5mi, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_probe16,::c_probe16), 0, 16UL, 1, 0); __cudaRegisterVariable(__T3, __shadow_var(_ZN6kern1711d_combine18E,::kern17::d_combine18), 0, 32UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
