#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000446.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14weigh12_kernelfPKliPd(float, const long *__restrict__, int, double *__restrict__);
static void __device_stub__Z13fold19_kernelIdLi4EEvPKT_i(const double *, int);
static void __device_stub__Z13fold19_kernelIjLi6EEvPKT_i(const unsigned *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14weigh12_kernelfPKliPd(float __par0, const long *__restrict__ __par1, int __par2, double *__restrict__ __par3){ const long *__T0;
 double *__T1;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__T1 = __par3;__cudaSetupArgSimple(__T1, 24UL);__cudaLaunch(((char *)((void ( *)(float, const long *__restrict__, int, double *__restrict__))weigh12_kernel)), 0U);}
# 21 "v000446.cu"
void weigh12_kernel( float __cuda_0,const long *__restrict__ __cuda_1,int __cuda_2,double *__restrict__ __cuda_3)
# 22 "v000446.cu"
{__device_stub__Z14weigh12_kernelfPKliPd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v000446.cudafe1.stub.c"
static void __device_stub__Z13fold19_kernelIdLi4EEvPKT_i( const double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const double *, int))fold19_kernel<double, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fold19_kernel<double,4>( const double *&__cuda_0,int &__cuda_1){__device_stub__Z13fold19_kernelIdLi4EEvPKT_i( (const double *&)__cuda_0,(int &)__cuda_1);}
static void __device_stub__Z13fold19_kernelIjLi6EEvPKT_i( const unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, int))fold19_kernel<unsigned int, (int)6> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fold19_kernel<unsigned,6>( const unsigned *&__cuda_0,int &__cuda_1){__device_stub__Z13fold19_kernelIjLi6EEvPKT_i( (const unsigned *&)__cuda_0,(int &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const unsigned *, int))fold19_kernel<unsigned int, (int)6> ), _Z13fold19_kernelIjLi6EEvPKT_i, 128); __cudaRegisterEntry(__T5, ((void ( *)(const double *, int))fold19_kernel<double, (int)4> ), _Z13fold19_kernelIdLi4EEvPKT_i, 128); __cudaRegisterEntry(__T5, ((void ( *)(float, const long *__restrict__, int, double *__restrict__))weigh12_kernel), _Z14weigh12_kernelfPKliPd, 512); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
