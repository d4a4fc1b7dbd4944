#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000148.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5sift5lPiii(long, int *__restrict__, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15smooth20_kerneli(int);
static void __device_stub__Z13kick30_kerneliiPKiPf(int, int, const int *, float *__restrict__);
static void __device_stub__Z13step41_kernelIdLi6EEvPKT_(const double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5sift5lPiii(long __par0, int *__restrict__ __par1, int __par2, int __par3){ int *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(long, int *__restrict__, int, int))sift5)), 0U);}
# 13 "v000148.cu"
void sift5( long __cuda_0,int *__restrict__ __cuda_1,int __cuda_2,int __cuda_3)
# 13 "v000148.cu"
{__device_stub__Z5sift5lPiii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 24 "v000148.cu"
}
# 1 "v000148.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15smooth20_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))smooth20_kernel)), 0U); }
# 31 "v000148.cu"
void smooth20_kernel( int __cuda_0)
# 31 "v000148.cu"
{__device_stub__Z15smooth20_kerneli( __cuda_0);
# 37 "v000148.cu"
}
# 1 "v000148.cudafe1.stub.c"
static void __device_stub__Z13kick30_kerneliiPKiPf( int __par0,  int __par1,  const int *__par2,  float *__restrict__ __par3) {  float *__T1;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __T1 = __par3; __cudaSetupArgSimple(__T1, 16UL); __cudaLaunch(((char *)((void ( *)(int, int, const int *, float *__restrict__))kick30_kernel)), 0U); }
# 53 "v000148.cu"
static void kick30_kernel( int __cuda_0,int __cuda_1,const int *__cuda_2,float *__restrict__ __cuda_3)
# 53 "v000148.cu"
{__device_stub__Z13kick30_kerneliiPKiPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 64 "v000148.cu"
}
# 1 "v000148.cudafe1.stub.c"
static void __device_stub__Z13step41_kernelIdLi6EEvPKT_( const double *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const double *))step41_kernel<double, (int)6> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_step41_kernel<double,6>( const double *&__cuda_0){__device_stub__Z13step41_kernelIdLi6EEvPKT_( (const double *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const double *))step41_kernel<double, (int)6> ), _Z13step41_kernelIdLi6EEvPKT_, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, int, const int *, float *__restrict__))kick30_kernel), _Z13kick30_kerneliiPKiPf, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int))smooth20_kernel), _Z15smooth20_kerneli, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(long, int *__restrict__, int, int))sift5), _Z5sift5lPiii, 1024); __cudaRegisterManagedVariable(__T5, __shadow_var(_ZN5img388m_pack39E,::img38::m_pack39), 0, 4UL, 0, 0); __cudaRegisterVariable(__T5, __shadow_var(_ZN5img389c_shade40E,::img38::c_shade40), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
