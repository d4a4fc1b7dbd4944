#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001347.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12kick5_kernellPKiPi(long, const int *, int *);
static void __device_stub__Z15update20_kernelIidEvPKT0_biPKT_(const double *, bool, int, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12kick5_kernellPKiPi(long __par0, const int *__par1, int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(long, const int *, int *))kick5_kernel)), 0U);}
# 10 "v001347.cu"
void kick5_kernel( long __cuda_0,const int *__cuda_1,int *__cuda_2)
# 10 "v001347.cu"
{__device_stub__Z12kick5_kernellPKiPi( __cuda_0,__cuda_1,__cuda_2);
# 16 "v001347.cu"
}
# 1 "v001347.cudafe1.stub.c"
static void __device_stub__Z15update20_kernelIidEvPKT0_biPKT_( const double *__par0,  bool __par1,  int __par2,  const int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(const double *, bool, int, const int *))update20_kernel<int, double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_update20_kernel<int,double>( const double *&__cuda_0,bool &__cuda_1,int &__cuda_2,const int *&__cuda_3){__device_stub__Z15update20_kernelIidEvPKT0_biPKT_( (const double *&)__cuda_0,(bool &)__cuda_1,(int &)__cuda_2,(const int *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const double *, bool, int, const int *))update20_kernel<int, double> ), _Z15update20_kernelIidEvPKT0_biPKT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(long, const int *, int *))kick5_kernel), _Z12kick5_kernellPKiPi, (-1)); __cudaRegisterManagedVariable(__T3, __shadow_var(m_stencil4,::m_stencil4), 0, 2UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
