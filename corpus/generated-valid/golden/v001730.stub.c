#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001730.fatbin.c"
static void __device_stub__Z12bias3_kernelm(unsigned long);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern167shade17EPjiPf(unsigned *, int, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z12bias3_kernelm(unsigned long __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned long))bias3_kernel)), 0U);}
# 8 "v001730.cu"
static void bias3_kernel( unsigned long __cuda_0)
# 8 "v001730.cu"
{__device_stub__Z12bias3_kernelm( __cuda_0);
# 15 "v001730.cu"
}
# 1 "v001730.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern167shade17EPjiPf( unsigned *__par0,  int __par1,  float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int, float *))kern16::shade17)), 0U); }
# 29 "v001730.cu"
void kern16::shade17( unsigned *__cuda_0,int __cuda_1,float *__cuda_2)
# 29 "v001730.cu"
{__device_stub__ZN6kern167shade17EPjiPf( __cuda_0,__cuda_1,__cuda_2);
# 43 "v001730.cu"
}
# 1 "v001730.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(unsigned *, int, float *))kern16::shade17), _ZN6kern167shade17EPjiPf, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(unsigned long))bias3_kernel), _Z12bias3_kernelm, 128); __cudaRegisterVariable(__T0, __shadow_var(d_sweep14,::d_sweep14), 0, 256UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(c_accum15,::c_accum15), 0, 32UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
