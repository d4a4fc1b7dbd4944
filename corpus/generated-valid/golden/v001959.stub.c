#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001959.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5warp3PKfPKj(const float *, const unsigned *);
static void __device_stub__Z7march11PijPdd(int *__restrict__, unsigned, double *, double);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5warp3PKfPKj(const float *__par0, const unsigned *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const float *, const unsigned *))warp3)), 0U);}
# 7 "v001959.cu"
void warp3( const float *__cuda_0,const unsigned *__cuda_1)
# 8 "v001959.cu"
{__device_stub__Z5warp3PKfPKj( __cuda_0,__cuda_1);
# 20 "v001959.cu"
}
# 1 "v001959.cudafe1.stub.c"
static void __device_stub__Z7march11PijPdd( int *__restrict__ __par0,  unsigned __par1,  double *__par2,  double __par3) {  int *__T0;
__cudaLaunchPrologue(4); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, unsigned, double *, double))march11)), 0U); }
# 35 "v001959.cu"
static void march11( int *__restrict__ __cuda_0,unsigned __cuda_1,double *__cuda_2,double __cuda_3)
# 36 "v001959.cu"
{__device_stub__Z7march11PijPdd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 45 "v001959.cu"
}
# 1 "v001959.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int *__restrict__, unsigned, double *, double))march11), _Z7march11PijPdd, 64); __cudaRegisterEntry(__T4, ((void ( *)(const float *, const unsigned *))warp3), _Z5warp3PKfPKj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
