#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001574.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5bias5ii(int, int);
static void __device_stub__Z6pack14PfS_Pm(float *__restrict__, float *__restrict__, unsigned long *__restrict__);
static void __device_stub__Z7shade26iPil(int, int *__restrict__, long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5bias5ii(int __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(int, int))bias5)), 0U);}
# 9 "v001574.cu"
void bias5( int __cuda_0,int __cuda_1)
# 10 "v001574.cu"
{__device_stub__Z5bias5ii( __cuda_0,__cuda_1);
# 22 "v001574.cu"
}
# 1 "v001574.cudafe1.stub.c"
static void __device_stub__Z6pack14PfS_Pm( float *__restrict__ __par0,  float *__restrict__ __par1,  unsigned long *__restrict__ __par2) {  float *__T0;
 float *__T1;
 unsigned long *__T2;
__cudaLaunchPrologue(3); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __T2 = __par2; __cudaSetupArgSimple(__T2, 16UL); __cudaLaunch(((char *)((void ( *)(float *__restrict__, float *__restrict__, unsigned long *__restrict__))pack14)), 0U); }
# 26 "v001574.cu"
static void pack14( float *__restrict__ __cuda_0,float *__restrict__ __cuda_1,unsigned long *__restrict__ __cuda_2)
# 27 "v001574.cu"
{__device_stub__Z6pack14PfS_Pm( __cuda_0,__cuda_1,__cuda_2);
# 35 "v001574.cu"
}
# 1 "v001574.cudafe1.stub.c"
static void __device_stub__Z7shade26iPil( int __par0,  int *__restrict__ __par1,  long __par2) {  int *__T3;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T3 = __par1; __cudaSetupArgSimple(__T3, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, int *__restrict__, long))shade26)), 0U); }
# 47 "v001574.cu"
static void shade26( int __cuda_0,int *__restrict__ __cuda_1,long __cuda_2)
# 48 "v001574.cu"
{__device_stub__Z7shade26iPil( __cuda_0,__cuda_1,__cuda_2);
# 60 "v001574.cu"
}
# 1 "v001574.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int, int *__restrict__, long))shade26), _Z7shade26iPil, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float *__restrict__, float *__restrict__, unsigned long *__restrict__))pack14), _Z6pack14PfS_Pm, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, int))bias5), _Z5bias5ii, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_step12,::d_step12), 0, 4UL, 0, 0); __cudaRegisterVariable(__T4, __shadow_var(c_merge13,::c_merge13), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
