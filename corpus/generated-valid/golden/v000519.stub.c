#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000519.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12sift4_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13shade9_kerneliPKjPii(int, const unsigned *, int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8filter28fPKji10Particle18(float, const unsigned *, int, struct Particle18&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12sift4_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))sift4_kernel)), 0U);}
# 12 "v000519.cu"
void sift4_kernel( int __cuda_0)
# 12 "v000519.cu"
{__device_stub__Z12sift4_kerneli( __cuda_0);
# 22 "v000519.cu"
}
# 1 "v000519.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13shade9_kerneliPKjPii( int __par0,  const unsigned *__par1,  int *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, const unsigned *, int *, int))shade9_kernel)), 0U); }
# 24 "v000519.cu"
void shade9_kernel( int __cuda_0,const unsigned *__cuda_1,int *__cuda_2,int __cuda_3)
# 24 "v000519.cu"
{__device_stub__Z13shade9_kerneliPKjPii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v000519.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8filter28fPKji10Particle18( float __par0,  const unsigned *__par1,  int __par2,  struct Particle18&__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArg(__par3, 32UL); __cudaLaunch(((char *)((void ( *)(float, const unsigned *, int, struct Particle18))filter28)), 0U); }
# 45 "v000519.cu"
void filter28( float __cuda_0,const unsigned *__cuda_1,int __cuda_2,struct ::Particle18 __cuda_3)
# 45 "v000519.cu"
{__device_stub__Z8filter28fPKji10Particle18( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 51 "v000519.cu"
}
# 1 "v000519.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float, const unsigned *, int, struct Particle18))filter28), _Z8filter28fPKji10Particle18, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, const unsigned *, int *, int))shade9_kernel), _Z13shade9_kerneliPKjPii, 64); __cudaRegisterEntry(__T3, ((void ( *)(int))sift4_kernel), _Z12sift4_kerneli, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_march17,::d_march17), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
