#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000906.fatbin.c"
typedef ops11::State24 _ZN5ops117State24E;
extern __attribute__((visibility("hidden"))) void __device_stub__Z14update5_kernelPKfdjPKi(const float *__restrict__, double, unsigned, const int *__restrict__);
static void __device_stub__Z15smooth28_kerneliPdN5ops117State24Ei(int, double *__restrict__,  _ZN5ops117State24E, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5ops1115update12_kernelEiPKd(int, const double *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14update5_kernelPKfdjPKi(const float *__restrict__ __par0, double __par1, unsigned __par2, const int *__restrict__ __par3){ const float *__T0;
 const int *__T1;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__T1 = __par3;__cudaSetupArgSimple(__T1, 24UL);__cudaLaunch(((char *)((void ( *)(const float *__restrict__, double, unsigned, const int *__restrict__))update5_kernel)), 0U);}
# 10 "v000906.cu"
void update5_kernel( const float *__restrict__ __cuda_0,double __cuda_1,unsigned __cuda_2,const int *__restrict__ __cuda_3)
# 11 "v000906.cu"
{__device_stub__Z14update5_kernelPKfdjPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 17 "v000906.cu"
}
# 1 "v000906.cudafe1.stub.c"
static void __device_stub__Z15smooth28_kerneliPdN5ops117State24Ei( int __par0,  double *__restrict__ __par1,   _ZN5ops117State24E __par2,  int __par3) {  double *__T2;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(int, double *__restrict__,  _ZN5ops117State24E, int))smooth28_kernel)), 0U); }
# 39 "v000906.cu"
static void smooth28_kernel( int __cuda_0,double *__restrict__ __cuda_1, _ZN5ops117State24E __cuda_2,int __cuda_3)
# 40 "v000906.cu"
{__device_stub__Z15smooth28_kerneliPdN5ops117State24Ei( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 52 "v000906.cu"
}
# 1 "v000906.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5ops1115update12_kernelEiPKd( int __par0,  const double *__restrict__ __par1) {  const double *__T6;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T6 = __par1; __cudaSetupArgSimple(__T6, 8UL); __cudaLaunch(((char *)((void ( *)(int, const double *__restrict__))ops11::update12_kernel)), 0U); }
# 20 "v000906.cu"
void ops11::update12_kernel( int __cuda_0,const double *__restrict__ __cuda_1)
# 21 "v000906.cu"
{__device_stub__ZN5ops1115update12_kernelEiPKd( __cuda_0,__cuda_1);
# 28 "v000906.cu"
}
# 1 "v000906.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(int, const double *__restrict__))ops11::update12_kernel), _ZN5ops1115update12_kernelEiPKd, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int, double *__restrict__,  _ZN5ops117State24E, int))smooth28_kernel), _Z15smooth28_kerneliPdN5ops117State24Ei, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const float *__restrict__, double, unsigned, const int *__restrict__))update5_kernel), _Z14update5_kernelPKfdjPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
