#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001913.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6drift6PKm(const unsigned long *__restrict__);
static void __device_stub__Z13warp11_kernelPiPfPKi(int *, float *, const int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9scatter19Pj(unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6drift6PKm(const unsigned long *__restrict__ __par0){ const unsigned long *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(const unsigned long *__restrict__))drift6)), 0U);}
# 18 "v001913.cu"
void drift6( const unsigned long *__restrict__ __cuda_0)
# 18 "v001913.cu"
{__device_stub__Z6drift6PKm( __cuda_0);
# 25 "v001913.cu"
}
# 1 "v001913.cudafe1.stub.c"
static void __device_stub__Z13warp11_kernelPiPfPKi( int *__par0,  float *__par1,  const int *__restrict__ __par2) {  const int *__T1;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 16UL); __cudaLaunch(((char *)((void ( *)(int *, float *, const int *__restrict__))warp11_kernel)), 0U); }
# 27 "v001913.cu"
static void warp11_kernel( int *__cuda_0,float *__cuda_1,const int *__restrict__ __cuda_2)
# 27 "v001913.cu"
{__device_stub__Z13warp11_kernelPiPfPKi( __cuda_0,__cuda_1,__cuda_2);
# 33 "v001913.cu"
}
# 1 "v001913.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9scatter19Pj( unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned *))scatter19)), 0U); }
# 35 "v001913.cu"
void scatter19( unsigned *__cuda_0)
# 35 "v001913.cu"
{__device_stub__Z9scatter19Pj( __cuda_0);
# 41 "v001913.cu"
}
# 1 "v001913.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(unsigned *))scatter19), _Z9scatter19Pj, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int *, float *, const int *__restrict__))warp11_kernel), _Z13warp11_kernelPiPfPKi, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(const unsigned long *__restrict__))drift6), _Z6drift6PKm, (-1)); __cudaRegisterVariable(__T8, __shadow_var(d_shade5,::d_shade5), 0, 32UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
