#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000054.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5sift9jPfi(unsigned, float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN8detail156lerp16EPfPji(float *__restrict__, unsigned *__restrict__, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5sift9jPfi(unsigned __par0, float *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned, float *, int))sift9)), 0U);}
# 28 "v000054.cu"
void sift9( unsigned __cuda_0,float *__cuda_1,int __cuda_2)
# 29 "v000054.cu"
{__device_stub__Z5sift9jPfi( __cuda_0,__cuda_1,__cuda_2);
# 42 "v000054.cu"
}
# 1 "v000054.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN8detail156lerp16EPfPji( float *__restrict__ __par0,  unsigned *__restrict__ __par1,  int __par2) {  float *__T3;
 unsigned *__T4;
__cudaLaunchPrologue(3); __T3 = __par0; __cudaSetupArgSimple(__T3, 0UL); __T4 = __par1; __cudaSetupArgSimple(__T4, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *__restrict__, unsigned *__restrict__, int))detail15::lerp16)), 0U); }
# 45 "v000054.cu"
void detail15::lerp16( float *__restrict__ __cuda_0,unsigned *__restrict__ __cuda_1,int __cuda_2)
# 46 "v000054.cu"
{__device_stub__ZN8detail156lerp16EPfPji( __cuda_0,__cuda_1,__cuda_2);
# 57 "v000054.cu"
}
# 1 "v000054.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(float *__restrict__, unsigned *__restrict__, int))detail15::lerp16), _ZN8detail156lerp16EPfPji, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned, float *, int))sift9), _Z5sift9jPfi, (-1)); __cudaRegisterVariable(__T5, __shadow_var(c_kick3,::c_kick3), 0, 8UL, 1, 0); __cudaRegisterVariable(__T5, __shadow_var(d_score7,::d_score7), 0, 4UL, 0, 0); __cudaRegisterVariable(__T5, __shadow_var(c_merge8,::c_merge8), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
