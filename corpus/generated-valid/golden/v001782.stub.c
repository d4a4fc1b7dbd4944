#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001782.fatbin.c"
static void __device_stub__Z13tile11_kernelPKxPmPKfPKi(const long long *, unsigned long *, const float *__restrict__, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14weigh23_kernelPKi(const int *__restrict__);
static void __device_stub__Z8smooth17IjLi5EEvPKT_PcS0_(const unsigned *, char *__restrict__, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13tile11_kernelPKxPmPKfPKi(const long long *__par0, unsigned long *__par1, const float *__restrict__ __par2, const int *__par3){ const float *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const long long *, unsigned long *, const float *__restrict__, const int *))tile11_kernel)), 0U);}
# 24 "v001782.cu"
static void tile11_kernel( const long long *__cuda_0,unsigned long *__cuda_1,const float *__restrict__ __cuda_2,const int *__cuda_3)
# 24 "v001782.cu"
{__device_stub__Z13tile11_kernelPKxPmPKfPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001782.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14weigh23_kernelPKi( const int *__restrict__ __par0) {  const int *__T1;
__cudaLaunchPrologue(1); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__))weigh23_kernel)), 0U); }
# 43 "v001782.cu"
void weigh23_kernel( const int *__restrict__ __cuda_0)
# 43 "v001782.cu"
{__device_stub__Z14weigh23_kernelPKi( __cuda_0);
# 55 "v001782.cu"
}
# 1 "v001782.cudafe1.stub.c"
static void __device_stub__Z8smooth17IjLi5EEvPKT_PcS0_( const unsigned *__par0,  char *__restrict__ __par1,  unsigned __par2) {  char *__T2;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, char *__restrict__, unsigned))smooth17<unsigned int, (int)5> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_smooth17<unsigned,5>( const unsigned *&__cuda_0,char *__restrict__ &__cuda_1,unsigned &__cuda_2){__device_stub__Z8smooth17IjLi5EEvPKT_PcS0_( (const unsigned *&)__cuda_0,(char *&)__cuda_1,(unsigned &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(const unsigned *, char *__restrict__, unsigned))smooth17<unsigned int, (int)5> ), _Z8smooth17IjLi5EEvPKT_PcS0_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const int *__restrict__))weigh23_kernel), _Z14weigh23_kernelPKi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const long long *, unsigned long *, const float *__restrict__, const int *))tile11_kernel), _Z13tile11_kernelPKxPmPKfPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
