#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000912.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8combine4Pddj(double *, double, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8spread35l(long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8combine4Pddj(double *__par0, double __par1, unsigned __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(double *, double, unsigned))combine4)), 0U);}
# 9 "v000912.cu"
void combine4( double *__cuda_0,double __cuda_1,unsigned __cuda_2)
# 9 "v000912.cu"
{__device_stub__Z8combine4Pddj( __cuda_0,__cuda_1,__cuda_2);
# 20 "v000912.cu"
}
# 1 "v000912.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8spread35l( long __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long))spread35)), 0U); }
# 60 "v000912.cu"
void spread35( long __cuda_0)
# 60 "v000912.cu"
{__device_stub__Z8spread35l( __cuda_0);
# 84 "v000912.cu"
}
# 1 "v000912.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(long))spread35), _Z8spread35l, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(double *, double, unsigned))combine4), _Z8combine4Pddj, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_scale34,::d_scale34), 0, 2UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
