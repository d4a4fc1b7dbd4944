#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001145.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13score9_kernelPKffPKiS0_(const float *, float, const int *, const float *);
static void __device_stub__Z6grow16IlLi5EEvT_PKS0_Pi(long, const long *__restrict__, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13score9_kernelPKffPKiS0_(const float *__par0, float __par1, const int *__par2, const float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const float *, float, const int *, const float *))score9_kernel)), 0U);}
# 20 "v001145.cu"
void score9_kernel( const float *__cuda_0,float __cuda_1,const int *__cuda_2,const float *__cuda_3)
# 21 "v001145.cu"
{__device_stub__Z13score9_kernelPKffPKiS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001145.cudafe1.stub.c"
static void __device_stub__Z6grow16IlLi5EEvT_PKS0_Pi( long __par0,  const long *__restrict__ __par1,  int *__par2) {  const long *__T0;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(long, const long *__restrict__, int *))grow16<long, (int)5> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_grow16<long,5>( long &__cuda_0,const long *__restrict__ &__cuda_1,int *&__cuda_2){__device_stub__Z6grow16IlLi5EEvT_PKS0_Pi( (long &)__cuda_0,(const long *&)__cuda_1,(int *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(long, const long *__restrict__, int *))grow16<long, (int)5> ), _Z6grow16IlLi5EEvT_PKS0_Pi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const float *, float, const int *, const float *))score9_kernel), _Z13score9_kernelPKffPKiS0_, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_pack5,::d_pack5), 0, 1UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
