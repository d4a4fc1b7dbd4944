#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000656.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7blend34PfPj(float *__restrict__, unsigned *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7count51ii(int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7blend34PfPj(float *__restrict__ __par0, unsigned *__restrict__ __par1){ float *__T0;
 unsigned *__T1;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__T1 = __par1;__cudaSetupArgSimple(__T1, 8UL);__cudaLaunch(((char *)((void ( *)(float *__restrict__, unsigned *__restrict__))blend34)), 0U);}
# 57 "v000656.cu"
void blend34( float *__restrict__ __cuda_0,unsigned *__restrict__ __cuda_1)
# 57 "v000656.cu"
{__device_stub__Z7blend34PfPj( __cuda_0,__cuda_1);
# 69 "v000656.cu"
}
# 1 "v000656.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7count51ii( int __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, int))count51)), 0U); }
# 80 "v000656.cu"
void count51( int __cuda_0,int __cuda_1)
# 80 "v000656.cu"
{__device_stub__Z7count51ii( __cuda_0,__cuda_1);
# 90 "v000656.cu"
}
# 1 "v000656.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int, int))count51), _Z7count51ii, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float *__restrict__, unsigned *__restrict__))blend34), _Z7blend34PfPj, (-1)); __cudaRegisterVariable(__T5, __shadow_var(d_norm16,::d_norm16), 0, 128UL, 0, 0); __cudaRegisterVariable(__T5, __shadow_var(c_spread40,::c_spread40), 0, 32UL, 1, 0); __cudaRegisterVariable(__T5, __shadow_var(d_scale50,::d_scale50), 0, 128UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
