#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000449.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8stencil4PKiPi(const int *__restrict__, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14trace13_kerneliPii(int, int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13warp21_kernelPKiiPl(const int *__restrict__, int, long *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14trace32_kernelPKjPKiPKfPj(const idx12_t *, const int *, const float *__restrict__, idx12_t *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8stencil4PKiPi(const int *__restrict__ __par0, int *__par1){ const int *__T0;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const int *__restrict__, int *))stencil4)), 0U);}
# 9 "v000449.cu"
void stencil4( const int *__restrict__ __cuda_0,int *__cuda_1)
# 9 "v000449.cu"
{__device_stub__Z8stencil4PKiPi( __cuda_0,__cuda_1);
# 18 "v000449.cu"
}
# 1 "v000449.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14trace13_kerneliPii( int __par0,  int *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, int *, int))trace13_kernel)), 0U); }
# 25 "v000449.cu"
void trace13_kernel( int __cuda_0,int *__cuda_1,int __cuda_2)
# 25 "v000449.cu"
{__device_stub__Z14trace13_kerneliPii( __cuda_0,__cuda_1,__cuda_2);
# 32 "v000449.cu"
}
# 1 "v000449.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13warp21_kernelPKiiPl( const int *__restrict__ __par0,  int __par1,  long *__restrict__ __par2) {  const int *__T1;
 long *__T2;
__cudaLaunchPrologue(3); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T2 = __par2; __cudaSetupArgSimple(__T2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__, int, long *__restrict__))warp21_kernel)), 0U); }
# 35 "v000449.cu"
void warp21_kernel( const int *__restrict__ __cuda_0,int __cuda_1,long *__restrict__ __cuda_2)
# 35 "v000449.cu"
{__device_stub__Z13warp21_kernelPKiiPl( __cuda_0,__cuda_1,__cuda_2);
# 48 "v000449.cu"
}
# 1 "v000449.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14trace32_kernelPKjPKiPKfPj( const idx12_t *__par0,  const int *__par1,  const float *__restrict__ __par2,  idx12_t *__par3) {  const float *__T3;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T3 = __par2; __cudaSetupArgSimple(__T3, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const idx12_t *, const int *, const float *__restrict__, idx12_t *))trace32_kernel)), 0U); }
# 51 "v000449.cu"
void trace32_kernel( const ::idx12_t *__cuda_0,const int *__cuda_1,const float *__restrict__ __cuda_2,::idx12_t *__cuda_3)
# 51 "v000449.cu"
{__device_stub__Z14trace32_kernelPKjPKiPKfPj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 66 "v000449.cu"
}
# 1 "v000449.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T13) {  __nv_dummy_param_ref(__T13); __nv_save_fatbinhandle_for_managed_rt(__T13); __cudaRegisterEntry(__T13, ((void ( *)(const idx12_t *, const int *, const float *__restrict__, idx12_t *))trace32_kernel), _Z14trace32_kernelPKjPKiPKfPj, (-1)); __cudaRegisterEntry(__T13, ((void ( *)(const int *__restrict__, int, long *__restrict__))warp21_kernel), _Z13warp21_kernelPKiiPl, (-1)); __cudaRegisterEntry(__T13, ((void ( *)(int, int *, int))trace13_kernel), _Z14trace13_kerneliPii, (-1)); __cudaRegisterEntry(__T13, ((void ( *)(const int *__restrict__, int *))stencil4), _Z8stencil4PKiPi, (-1)); __cudaRegisterVariable(__T13, __shadow_var(d_drift2,::d_drift2), 0, 64UL, 0, 0); __cudaRegisterVariable(__T13, __shadow_var(c_step3,::c_step3), 0, 8UL, 1, 0); __cudaRegisterVariable(__T13, __shadow_var(d_shade31,::d_shade31), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
