#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000983.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7count22jPfiPj(unsigned, float *__restrict__, int, unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6lerp34Pl(long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7count22jPfiPj(unsigned __par0, float *__restrict__ __par1, int __par2, unsigned *__par3){ float *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned, float *__restrict__, int, unsigned *))count22)), 0U);}
# 39 "v000983.cu"
void count22( unsigned __cuda_0,float *__restrict__ __cuda_1,int __cuda_2,unsigned *__cuda_3)
# 39 "v000983.cu"
{__device_stub__Z7count22jPfiPj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v000983.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6lerp34Pl( long *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long *))lerp34)), 0U); }
# 53 "v000983.cu"
void lerp34( long *__cuda_0)
# 53 "v000983.cu"
{__device_stub__Z6lerp34Pl( __cuda_0);
# 62 "v000983.cu"
}
# 1 "v000983.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(long *))lerp34), _Z6lerp34Pl, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned, float *__restrict__, int, unsigned *))count22), _Z7count22jPfiPj, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_decay29,::d_decay29), 0, 64UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
