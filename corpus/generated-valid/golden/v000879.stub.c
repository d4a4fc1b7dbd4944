#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000879.fatbin.c"
static void __device_stub__Z5pack7PKi(const int *);
static void __device_stub__Z6kick14iPl(int, long *__restrict__);
static void __device_stub__Z6tile31IiLi6EEvPKT_Pii(const idx37_t *__restrict__, int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z5pack7PKi(const int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const int *))pack7)), 0U);}
# 13 "v000879.cu"
static void pack7( const int *__cuda_0)
# 14 "v000879.cu"
{__device_stub__Z5pack7PKi( __cuda_0);
# 23 "v000879.cu"
}
# 1 "v000879.cudafe1.stub.c"
static void __device_stub__Z6kick14iPl( int __par0,  long *__restrict__ __par1) {  long *__T0;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaLaunch(((char *)((void ( *)(int, long *__restrict__))kick14)), 0U); }
# 24 "v000879.cu"
static void kick14( int __cuda_0,long *__restrict__ __cuda_1)
# 25 "v000879.cu"
{__device_stub__Z6kick14iPl( __cuda_0,__cuda_1);




}
# 1 "v000879.cudafe1.stub.c"
static void __device_stub__Z6tile31IiLi6EEvPKT_Pii( const idx37_t *__restrict__ __par0,  int *__par1,  int __par2) {  const idx37_t *__T23;
__cudaLaunchPrologue(3); __T23 = __par0; __cudaSetupArgSimple(__T23, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const idx37_t *__restrict__, int *, int))tile31<int, (int)6> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_tile31<int,6>( const ::idx37_t *__restrict__ &__cuda_0,int *&__cuda_1,int &__cuda_2){__device_stub__Z6tile31IiLi6EEvPKT_Pii( (const ::idx37_t *&)__cuda_0,(int *&)__cuda_1,(int &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T41) {  __nv_dummy_param_ref(__T41); __nv_save_fatbinhandle_for_managed_rt(__T41); __cudaRegisterEntry(__T41, ((void ( *)(const idx37_t *__restrict__, int *, int))tile31<int, (int)6> ), _Z6tile31IiLi6EEvPKT_Pii, (-1)); __cudaRegisterEntry(__T41, ((void ( *)(int, long *__restrict__))kick14), _Z6kick14iPl, (-1)); __cudaRegisterEntry(__T41, ((void ( *)(const int *))pack7), _Z5pack7PKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
