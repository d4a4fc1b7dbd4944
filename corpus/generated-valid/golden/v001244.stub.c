#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001244.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13shade7_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6impl126bump21EfPKiPKa(float, const int *, const signed char *);
static void __device_stub__ZN6impl1213warp13_kernelIidEEvPKT0_PKaT_Pi(const double *__restrict__, const signed char *, int, int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13shade7_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))shade7_kernel)), 0U);}
# 12 "v001244.cu"
void shade7_kernel( int __cuda_0)
# 12 "v001244.cu"
{__device_stub__Z13shade7_kerneli( __cuda_0);
# 24 "v001244.cu"
}
# 1 "v001244.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6impl126bump21EfPKiPKa( float __par0,  const int *__par1,  const signed char *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float, const int *, const signed char *))impl12::bump21)), 0U); }
# 37 "v001244.cu"
void impl12::bump21( float __cuda_0,const int *__cuda_1,const signed char *__cuda_2)
# 37 "v001244.cu"
{__device_stub__ZN6impl126bump21EfPKiPKa( __cuda_0,__cuda_1,__cuda_2);
# 51 "v001244.cu"
}
# 1 "v001244.cudafe1.stub.c"
static void __device_stub__ZN6impl1213warp13_kernelIidEEvPKT0_PKaT_Pi( const double *__restrict__ __par0,  const signed char *__par1,  int __par2,  int *__restrict__ __par3) {  const double *__T0;
 int *__T1;
__cudaLaunchPrologue(4); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T1 = __par3; __cudaSetupArgSimple(__T1, 24UL); __cudaLaunch(((char *)((void ( *)(const double *__restrict__, const signed char *, int, int *__restrict__))impl12::warp13_kernel<int, double> )), 0U); }namespace impl12{

template<> __specialization_static void __wrapper__device_stub_warp13_kernel<int,double>( const double *__restrict__ &__cuda_0,const signed char *&__cuda_1,int &__cuda_2,int *__restrict__ &__cuda_3){__device_stub__ZN6impl1213warp13_kernelIidEEvPKT0_PKaT_Pi( (const double *&)__cuda_0,(const signed char *&)__cuda_1,(int &)__cuda_2,(int *&)__cuda_3);}}
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(const double *__restrict__, const signed char *, int, int *__restrict__))impl12::warp13_kernel<int, double> ), _ZN6impl1213warp13_kernelIidEEvPKT0_PKaT_Pi, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(float, const int *, const signed char *))impl12::bump21), _ZN6impl126bump21EfPKiPKa, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(int))shade7_kernel), _Z13shade7_kerneli, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
