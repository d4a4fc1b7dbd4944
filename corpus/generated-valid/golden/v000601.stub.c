#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000601.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12grow6_kerneliPjsPi(int, unsigned *, short, int *);
static void __device_stub__Z14blend15_kernelIiLi7EEvPKT_PS0_S3_S0_(const int *, int *, int *, int);
static void __device_stub__Z6step28IlLi4EEvT_(long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12grow6_kerneliPjsPi(int __par0, unsigned *__par1, short __par2, int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, unsigned *, short, int *))grow6_kernel)), 0U);}
# 11 "v000601.cu"
void grow6_kernel( int __cuda_0,unsigned *__cuda_1,short __cuda_2,int *__cuda_3)
# 11 "v000601.cu"
{__device_stub__Z12grow6_kerneliPjsPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 23 "v000601.cu"
}
# 1 "v000601.cudafe1.stub.c"
static void __device_stub__Z14blend15_kernelIiLi7EEvPKT_PS0_S3_S0_( const int *__par0,  int *__par1,  int *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const int *, int *, int *, int))blend15_kernel<int, (int)7> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_blend15_kernel<int,7>( const int *&__cuda_0,int *&__cuda_1,int *&__cuda_2,int &__cuda_3){__device_stub__Z14blend15_kernelIiLi7EEvPKT_PS0_S3_S0_( (const int *&)__cuda_0,(int *&)__cuda_1,(int *&)__cuda_2,(int &)__cuda_3);}
static void __device_stub__Z6step28IlLi4EEvT_( long __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long))step28<long, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_step28<long,4>( long &__cuda_0){__device_stub__Z6step28IlLi4EEvT_( (long &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(long))step28<long, (int)4> ), _Z6step28IlLi4EEvT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *, int *, int *, int))blend15_kernel<int, (int)7> ), _Z14blend15_kernelIiLi7EEvPKT_PS0_S3_S0_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, unsigned *, short, int *))grow6_kernel), _Z12grow6_kerneliPjsPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
