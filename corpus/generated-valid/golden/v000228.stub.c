#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000228.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15reduce40_kernelPjPKiPdPi(unsigned *, const int *__restrict__, double *, int *);
static void __device_stub__Z13merge4_kernelIjEvT_S0_i(unsigned, unsigned, int);
static void __device_stub__Z14count32_kernelIlLi5EEvPKT_PS0_S0_(const long *__restrict__, long *, long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15reduce40_kernelPjPKiPdPi(unsigned *__par0, const int *__restrict__ __par1, double *__par2, int *__par3){ const int *__T1;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T1 = __par1;__cudaSetupArgSimple(__T1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned *, const int *__restrict__, double *, int *))reduce40_kernel)), 0U);}
# 75 "v000228.cu"
void reduce40_kernel( unsigned *__cuda_0,const int *__restrict__ __cuda_1,double *__cuda_2,int *__cuda_3)
# 75 "v000228.cu"
{__device_stub__Z15reduce40_kernelPjPKiPdPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v000228.cudafe1.stub.c"
static void __device_stub__Z13merge4_kernelIjEvT_S0_i( unsigned __par0,  unsigned __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned, unsigned, int))merge4_kernel<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_merge4_kernel<unsigned>( unsigned &__cuda_0,unsigned &__cuda_1,int &__cuda_2){__device_stub__Z13merge4_kernelIjEvT_S0_i( (unsigned &)__cuda_0,(unsigned &)__cuda_1,(int &)__cuda_2);}
static void __device_stub__Z14count32_kernelIlLi5EEvPKT_PS0_S0_( const long *__restrict__ __par0,  long *__par1,  long __par2) {  const long *__T2;
__cudaLaunchPrologue(3); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const long *__restrict__, long *, long))count32_kernel<long, (int)5> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_count32_kernel<long,5>( const long *__restrict__ &__cuda_0,long *&__cuda_1,long &__cuda_2){__device_stub__Z14count32_kernelIlLi5EEvPKT_PS0_S0_( (const long *&)__cuda_0,(long *&)__cuda_1,(long &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(const long *__restrict__, long *, long))count32_kernel<long, (int)5> ), _Z14count32_kernelIlLi5EEvPKT_PS0_S0_, 128); __cudaRegisterEntry(__T8, ((void ( *)(unsigned, unsigned, int))merge4_kernel<unsigned int> ), _Z13merge4_kernelIjEvT_S0_i, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(unsigned *, const int *__restrict__, double *, int *))reduce40_kernel), _Z15reduce40_kernelPjPKiPdPi, 1024); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
