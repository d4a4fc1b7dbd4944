#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000797.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally14_kernelPdiPKm(double *, int, const unsigned long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14tally14_kernelPdiPKm(double *__par0, int __par1, const unsigned long *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(double *, int, const unsigned long *))tally14_kernel)), 0U);}
# 28 "v000797.cu"
void tally14_kernel( double *__cuda_0,int __cuda_1,const unsigned long *__cuda_2)
# 29 "v000797.cu"
{__device_stub__Z14tally14_kernelPdiPKm( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v000797.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(double *, int, const unsigned long *))tally14_kernel), _Z14tally14_kernelPdiPKm, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_bump7,::d_bump7), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
