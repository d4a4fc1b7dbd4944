#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001141.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14count17_kerneli(int);
static void __device_stub__Z8reduce10IjLi8EEvPKT_PS0_ii(const unsigned *__restrict__, unsigned *, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14count17_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))count17_kernel)), 0U);}
# 33 "v001141.cu"
void count17_kernel( int __cuda_0)
# 33 "v001141.cu"
{__device_stub__Z14count17_kerneli( __cuda_0);
# 40 "v001141.cu"
}
# 1 "v001141.cudafe1.stub.c"
static void __device_stub__Z8reduce10IjLi8EEvPKT_PS0_ii( const unsigned *__restrict__ __par0,  unsigned *__par1,  int __par2,  int __par3) {  const unsigned *__T1;
__cudaLaunchPrologue(4); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, unsigned *, int, int))reduce10<unsigned int, (int)8> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_reduce10<unsigned,8>( const unsigned *__restrict__ &__cuda_0,unsigned *&__cuda_1,int &__cuda_2,int &__cuda_3){__device_stub__Z8reduce10IjLi8EEvPKT_PS0_ii( (const unsigned *&)__cuda_0,(unsigned *&)__cuda_1,(int &)__cuda_2,(int &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const unsigned *__restrict__, unsigned *, int, int))reduce10<unsigned int, (int)8> ), _Z8reduce10IjLi8EEvPKT_PS0_ii, 512); __cudaRegisterEntry(__T5, ((void ( *)(int))count17_kernel), _Z14count17_kerneli, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
