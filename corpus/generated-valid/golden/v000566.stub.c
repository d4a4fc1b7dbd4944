#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000566.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6shade2PfPKi(float *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6tally8PKiPKf(const int *, const float *);
static void __device_stub__Z14accum14_kernelj(unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6shade2PfPKi(float *__par0, const int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(float *, const int *))shade2)), 0U);}
# 7 "v000566.cu"
void shade2( float *__cuda_0,const int *__cuda_1)
# 7 "v000566.cu"
{__device_stub__Z6shade2PfPKi( __cuda_0,__cuda_1);
# 18 "v000566.cu"
}
# 1 "v000566.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6tally8PKiPKf( const int *__par0,  const float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *, const float *))tally8)), 0U); }
# 20 "v000566.cu"
void tally8( const int *__cuda_0,const float *__cuda_1)
# 20 "v000566.cu"
{__device_stub__Z6tally8PKiPKf( __cuda_0,__cuda_1);
# 26 "v000566.cu"
}
# 1 "v000566.cudafe1.stub.c"
static void __device_stub__Z14accum14_kernelj( unsigned __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned))accum14_kernel)), 0U); }
# 29 "v000566.cu"
static void accum14_kernel( unsigned __cuda_0)
# 29 "v000566.cu"
{__device_stub__Z14accum14_kernelj( __cuda_0);
# 42 "v000566.cu"
}
# 1 "v000566.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned))accum14_kernel), _Z14accum14_kernelj, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *, const float *))tally8), _Z6tally8PKiPKf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, const int *))shade2), _Z6shade2PfPKi, 32); __cudaRegisterVariable(__T3, __shadow_var(c_trace13,::c_trace13), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
