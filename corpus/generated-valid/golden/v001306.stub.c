#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001306.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7split16PfPj6Stats9(float *__restrict__, unsigned *, struct Stats9&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7split16PfPj6Stats9(float *__restrict__ __par0, unsigned *__par1, struct Stats9&__par2){ float *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArg(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(float *__restrict__, unsigned *, struct Stats9))split16)), 0U);}
# 42 "v001306.cu"
void split16( float *__restrict__ __cuda_0,unsigned *__cuda_1,struct ::Stats9 __cuda_2)
# 42 "v001306.cu"
{__device_stub__Z7split16PfPj6Stats9( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v001306.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(float *__restrict__, unsigned *, struct Stats9))split16), _Z7split16PfPj6Stats9, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_drift3,::d_drift3), 0, 256UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
