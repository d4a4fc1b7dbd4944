#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001802.fatbin.c"
static void __device_stub__Z15scatter7_kerneli(int);
static void __device_stub__Z7decay18IjlEvPT0_PKy(long *, const unsigned long long *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z15scatter7_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))scatter7_kernel)), 0U);}
# 12 "v001802.cu"
static void scatter7_kernel( int __cuda_0)
# 12 "v001802.cu"
{__device_stub__Z15scatter7_kerneli( __cuda_0);


}
# 1 "v001802.cudafe1.stub.c"
static void __device_stub__Z7decay18IjlEvPT0_PKy( long *__par0,  const unsigned long long *__restrict__ __par1) {  const unsigned long long *__T0;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaLaunch(((char *)((void ( *)(long *, const unsigned long long *__restrict__))decay18<unsigned int, long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_decay18<unsigned,long>( long *&__cuda_0,const unsigned long long *__restrict__ &__cuda_1){__device_stub__Z7decay18IjlEvPT0_PKy( (long *&)__cuda_0,(const unsigned long long *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(long *, const unsigned long long *__restrict__))decay18<unsigned int, long> ), _Z7decay18IjlEvPT0_PKy, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int))scatter7_kernel), _Z15scatter7_kerneli, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
