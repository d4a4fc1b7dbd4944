#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001348.fatbin.c"
static void __device_stub__Z7pivot13PmPi(unsigned long *, int *);
static void __device_stub__Z8spread25IjEvT_(unsigned);
static void __device_stub__Z7blend49IlLi7EEvT_PS0_PKs(long, long *, const short *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z7pivot13PmPi(unsigned long *__par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned long *, int *))pivot13)), 0U);}
# 21 "v001348.cu"
static void pivot13( unsigned long *__cuda_0,int *__cuda_1)
# 21 "v001348.cu"
{__device_stub__Z7pivot13PmPi( __cuda_0,__cuda_1);
# 28 "v001348.cu"
}
# 1 "v001348.cudafe1.stub.c"
static void __device_stub__Z8spread25IjEvT_( unsigned __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned))spread25<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_spread25<unsigned>( unsigned &__cuda_0){__device_stub__Z8spread25IjEvT_( (unsigned &)__cuda_0);}
static void __device_stub__Z7blend49IlLi7EEvT_PS0_PKs( long __par0,  long *__par1,  const short *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(long, long *, const short *))blend49<long, (int)7> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_blend49<long,7>( long &__cuda_0,long *&__cuda_1,const short *&__cuda_2){__device_stub__Z7blend49IlLi7EEvT_PS0_PKs( (long &)__cuda_0,(long *&)__cuda_1,(const short *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(long, long *, const short *))blend49<long, (int)7> ), _Z7blend49IlLi7EEvT_PS0_PKs, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(unsigned))spread25<unsigned int> ), _Z8spread25IjEvT_, 1024UL); __cudaRegisterEntry(__T6, ((void ( *)(unsigned long *, int *))pivot13), _Z7pivot13PmPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
