#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000468.fatbin.c"
typedef Sample5<double>  _Z7Sample5IdE;
extern __attribute__((visibility("hidden"))) void __device_stub__Z15spread13_kernel7Sample5IdEPKf( _Z7Sample5IdE&, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7apply20Pf7Sample5IdE(float *,  _Z7Sample5IdE&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15spread13_kernel7Sample5IdEPKf( _Z7Sample5IdE&__par0, const float *__par1){__cudaLaunchPrologue(2);__cudaSetupArg(__par0, 0UL);__cudaSetupArgSimple(__par1, 24UL);__cudaLaunch(((char *)((void ( *)( _Z7Sample5IdE, const float *))spread13_kernel)), 0U);}
# 24 "v000468.cu"
void spread13_kernel(  _Z7Sample5IdE __cuda_0,const float *__cuda_1)
# 25 "v000468.cu"
{__device_stub__Z15spread13_kernel7Sample5IdEPKf( __cuda_0,__cuda_1);
# 34 "v000468.cu"
}
# 1 "v000468.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7apply20Pf7Sample5IdE( float *__par0,   _Z7Sample5IdE&__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArg(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *,  _Z7Sample5IdE))apply20)), 0U); }
# 36 "v000468.cu"
void apply20( float *__cuda_0, _Z7Sample5IdE __cuda_1)
# 37 "v000468.cu"
{__device_stub__Z7apply20Pf7Sample5IdE( __cuda_0,__cuda_1);
# 47 "v000468.cu"
}
# 1 "v000468.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(float *,  _Z7Sample5IdE))apply20), _Z7apply20Pf7Sample5IdE, (-1)); __cudaRegisterEntry(__T4, ((void ( *)( _Z7Sample5IdE, const float *))spread13_kernel), _Z15spread13_kernel7Sample5IdEPKf, 1024); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
