#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000697.fatbin.c"
static void __device_stub__Z13sweep6_kerneliPi(int, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9scatter30PKhPKdc(const unsigned char *, const double *, char);
static void __device_stub__Z7count34Pif(int *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_sweep41Pfi(float *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13sweep6_kerneliPi(int __par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, int *))sweep6_kernel)), 0U);}
# 14 "v000697.cu"
static void sweep6_kernel( int __cuda_0,int *__cuda_1)
# 14 "v000697.cu"
{__device_stub__Z13sweep6_kerneliPi( __cuda_0,__cuda_1);
# 31 "v000697.cu"
}
# 1 "v000697.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9scatter30PKhPKdc( const unsigned char *__par0,  const double *__par1,  char __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const unsigned char *, const double *, char))scatter30)), 0U); }
# 64 "v000697.cu"
void scatter30( const unsigned char *__cuda_0,const double *__cuda_1,char __cuda_2)
# 64 "v000697.cu"
{__device_stub__Z9scatter30PKhPKdc( __cuda_0,__cuda_1,__cuda_2);
# 70 "v000697.cu"
}
# 1 "v000697.cudafe1.stub.c"
static void __device_stub__Z7count34Pif( int *__par0,  float __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, float))count34)), 0U); }
# 72 "v000697.cu"
static void count34( int *__cuda_0,float __cuda_1)
# 72 "v000697.cu"
{__device_stub__Z7count34Pif( __cuda_0,__cuda_1);
# 80 "v000697.cu"
}
# 1 "v000697.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_sweep41Pfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))map_sweep41)), 0U); }
# 87 "v000697.cu"
void map_sweep41( float *__cuda_0,int __cuda_1)
# 87 "v000697.cu"
{__device_stub__Z11map_sweep41Pfi( __cuda_0,__cuda_1); }
# 1 "v000697.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(float *, int))map_sweep41), _Z11map_sweep41Pfi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int *, float))count34), _Z7count34Pif, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const unsigned char *, const double *, char))scatter30), _Z9scatter30PKhPKdc, 64); __cudaRegisterEntry(__T5, ((void ( *)(int, int *))sweep6_kernel), _Z13sweep6_kerneliPi, (-1)); __cudaRegisterVariable(__T5, __shadow_var(d_count5,::d_count5), 0, 16UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
