#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000595.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15filter14_kerneliPKfdPi(int, const float *, double, int *);
static void __device_stub__Z9scatter23IiLi2EEvPT_PKS0_S1_(int *, const int *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15filter14_kerneliPKfdPi(int __par0, const float *__par1, double __par2, int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, const float *, double, int *))filter14_kernel)), 0U);}
# 25 "v000595.cu"
void filter14_kernel( int __cuda_0,const float *__cuda_1,double __cuda_2,int *__cuda_3)
# 25 "v000595.cu"
{__device_stub__Z15filter14_kerneliPKfdPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 32 "v000595.cu"
}
# 1 "v000595.cudafe1.stub.c"
static void __device_stub__Z9scatter23IiLi2EEvPT_PKS0_S1_( int *__par0,  const int *__par1,  int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, const int *, int *))scatter23<int, (int)2> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_scatter23<int,2>( int *&__cuda_0,const int *&__cuda_1,int *&__cuda_2){__device_stub__Z9scatter23IiLi2EEvPT_PKS0_S1_( (int *&)__cuda_0,(const int *&)__cuda_1,(int *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(int *, const int *, int *))scatter23<int, (int)2> ), _Z9scatter23IiLi2EEvPT_PKS0_S1_, 256); __cudaRegisterEntry(__T7, ((void ( *)(int, const float *, double, int *))filter14_kernel), _Z15filter14_kerneliPKfdPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
