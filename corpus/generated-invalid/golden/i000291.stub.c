#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000291.fatbin.c"
typedef impl8::Bounds9 _ZN5impl87Bounds9E;
extern __attribute__((visibility("hidden"))) void __device_stub__Z7trace15N5impl87Bounds9EtPKf( _ZN5impl87Bounds9E&, unsigned short, const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7trace15N5impl87Bounds9EtPKf( _ZN5impl87Bounds9E&__par0, unsigned short __par1, const float *__par2){__cudaLaunchPrologue(3);__cudaSetupArg(__par0, 0UL);__cudaSetupArgSimple(__par1, 16UL);__cudaSetupArgSimple(__par2, 24UL);__cudaLaunch(((char *)((void ( *)( _ZN5impl87Bounds9E, unsigned short, const float *))trace15)), 0U);}
# 42 "i000291.cu"
void trace15(  _ZN5impl87Bounds9E __cuda_0,unsigned short __cuda_1,const float *__cuda_2)
# 42 "i000291.cu"
{__device_stub__Z7trace15N5impl87Bounds9EtPKf( __cuda_0,__cuda_1,__cuda_2);
# 48 "i000291.cu"
}
# 1 "i000291.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)( _ZN5impl87Bounds9E, unsigned short, const float *))trace15), _Z7trace15N5impl87Bounds9EtPKf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
