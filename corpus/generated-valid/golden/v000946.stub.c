#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000946.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6blend6PKliPKjPi(const long *, int, const unsigned *, int *);
static void __device_stub__Z6step23IjEvPT_PKS0_PlS1_(unsigned *, const unsigned *, long *, unsigned *);
static void __device_stub__Z14clamp32_kernelIiLi4EEvT_ii(int, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6blend6PKliPKjPi(const long *__par0, int __par1, const unsigned *__par2, int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const long *, int, const unsigned *, int *))blend6)), 0U);}
# 17 "v000946.cu"
void blend6( const long *__cuda_0,int __cuda_1,const unsigned *__cuda_2,int *__cuda_3)
# 17 "v000946.cu"
{__device_stub__Z6blend6PKliPKjPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 29 "v000946.cu"
}
# 1 "v000946.cudafe1.stub.c"
static void __device_stub__Z6step23IjEvPT_PKS0_PlS1_( unsigned *__par0,  const unsigned *__par1,  long *__par2,  unsigned *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned *, const unsigned *, long *, unsigned *))step23<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_step23<unsigned>( unsigned *&__cuda_0,const unsigned *&__cuda_1,long *&__cuda_2,unsigned *&__cuda_3){__device_stub__Z6step23IjEvPT_PKS0_PlS1_( (unsigned *&)__cuda_0,(const unsigned *&)__cuda_1,(long *&)__cuda_2,(unsigned *&)__cuda_3);}
static void __device_stub__Z14clamp32_kernelIiLi4EEvT_ii( int __par0,  int __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, int, int))clamp32_kernel<int, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_clamp32_kernel<int,4>( int &__cuda_0,int &__cuda_1,int &__cuda_2){__device_stub__Z14clamp32_kernelIiLi4EEvT_ii( (int &)__cuda_0,(int &)__cuda_1,(int &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int, int, int))clamp32_kernel<int, (int)4> ), _Z14clamp32_kernelIiLi4EEvT_ii, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(unsigned *, const unsigned *, long *, unsigned *))step23<unsigned int> ), _Z6step23IjEvPT_PKS0_PlS1_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const long *, int, const unsigned *, int *))blend6), _Z6blend6PKliPKjPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
