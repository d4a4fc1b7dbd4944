#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000661.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14accum19_kernel4Vec7dPa(struct Vec7&, double, signed char *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6step37PiPKiPKd(int *__restrict__, const int *__restrict__, const double *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13lerp43_kerneliPi(int, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14accum19_kernel4Vec7dPa(struct Vec7&__par0, double __par1, signed char *__restrict__ __par2){ signed char *__T0;
__cudaLaunchPrologue(3);__cudaSetupArg(__par0, 0UL);__cudaSetupArgSimple(__par1, 32UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 40UL);__cudaLaunch(((char *)((void ( *)(struct Vec7, double, signed char *__restrict__))accum19_kernel)), 0U);}
# 32 "v000661.cu"
void accum19_kernel( struct ::Vec7 __cuda_0,double __cuda_1,signed char *__restrict__ __cuda_2)
# 32 "v000661.cu"
{__device_stub__Z14accum19_kernel4Vec7dPa( __cuda_0,__cuda_1,__cuda_2);
# 39 "v000661.cu"
}
# 1 "v000661.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6step37PiPKiPKd( int *__restrict__ __par0,  const int *__restrict__ __par1,  const double *__restrict__ __par2) {  int *__T1;
 const int *__T2;
 const double *__T3;
__cudaLaunchPrologue(3); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __T3 = __par2; __cudaSetupArgSimple(__T3, 16UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, const int *__restrict__, const double *__restrict__))step37)), 0U); }
# 53 "v000661.cu"
void step37( int *__restrict__ __cuda_0,const int *__restrict__ __cuda_1,const double *__restrict__ __cuda_2)
# 53 "v000661.cu"
{__device_stub__Z6step37PiPKiPKd( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v000661.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13lerp43_kerneliPi( int __par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, int *))lerp43_kernel)), 0U); }
# 59 "v000661.cu"
void lerp43_kernel( int __cuda_0,int *__cuda_1)
# 59 "v000661.cu"
{__device_stub__Z13lerp43_kerneliPi( __cuda_0,__cuda_1);
# 81 "v000661.cu"
}
# 1 "v000661.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int, int *))lerp43_kernel), _Z13lerp43_kerneliPi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int *__restrict__, const int *__restrict__, const double *__restrict__))step37), _Z6step37PiPKiPKd, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(struct Vec7, double, signed char *__restrict__))accum19_kernel), _Z14accum19_kernel4Vec7dPa, (-1)); __cudaRegisterVariable(__T6, __shadow_var(c_decay18,::c_decay18), 0, 32UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
