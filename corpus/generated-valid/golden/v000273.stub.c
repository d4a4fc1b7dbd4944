#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000273.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7spread6Piif(int *__restrict__, int, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13tile21_kerneliPKiS0_i(int, const int *__restrict__, const int *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7clamp37iPiPj(int, int *__restrict__, unsigned *);
static void __device_stub__Z14split14_kernelIdLi4EEvPT_iS0_S1_(double *, int, double, double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7spread6Piif(int *__restrict__ __par0, int __par1, float __par2){ int *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__, int, float))spread6)), 0U);}
# 8 "v000273.cu"
void spread6( int *__restrict__ __cuda_0,int __cuda_1,float __cuda_2)
# 8 "v000273.cu"
{__device_stub__Z7spread6Piif( __cuda_0,__cuda_1,__cuda_2);
# 18 "v000273.cu"
}
# 1 "v000273.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13tile21_kerneliPKiS0_i( int __par0,  const int *__restrict__ __par1,  const int *__restrict__ __par2,  int __par3) {  const int *__T1;
 const int *__T2;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __T2 = __par2; __cudaSetupArgSimple(__T2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, const int *__restrict__, const int *__restrict__, int))tile21_kernel)), 0U); }
# 30 "v000273.cu"
void tile21_kernel( int __cuda_0,const int *__restrict__ __cuda_1,const int *__restrict__ __cuda_2,int __cuda_3)
# 30 "v000273.cu"
{__device_stub__Z13tile21_kerneliPKiS0_i( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 42 "v000273.cu"
}
# 1 "v000273.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7clamp37iPiPj( int __par0,  int *__restrict__ __par1,  unsigned *__par2) {  int *__T3;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T3 = __par1; __cudaSetupArgSimple(__T3, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, int *__restrict__, unsigned *))clamp37)), 0U); }
# 46 "v000273.cu"
void clamp37( int __cuda_0,int *__restrict__ __cuda_1,unsigned *__cuda_2)
# 46 "v000273.cu"
{__device_stub__Z7clamp37iPiPj( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v000273.cudafe1.stub.c"
static void __device_stub__Z14split14_kernelIdLi4EEvPT_iS0_S1_( double *__par0,  int __par1,  double __par2,  double *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(double *, int, double, double *))split14_kernel<double, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_split14_kernel<double,4>( double *&__cuda_0,int &__cuda_1,double &__cuda_2,double *&__cuda_3){__device_stub__Z14split14_kernelIdLi4EEvPT_iS0_S1_( (double *&)__cuda_0,(int &)__cuda_1,(double &)__cuda_2,(double *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(double *, int, double, double *))split14_kernel<double, (int)4> ), _Z14split14_kernelIdLi4EEvPT_iS0_S1_, 64); __cudaRegisterEntry(__T7, ((void ( *)(int, int *__restrict__, unsigned *))clamp37), _Z7clamp37iPiPj, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int, const int *__restrict__, const int *__restrict__, int))tile21_kernel), _Z13tile21_kerneliPKiS0_i, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int *__restrict__, int, float))spread6), _Z7spread6Piif, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
