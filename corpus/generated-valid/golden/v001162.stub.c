#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001162.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5mix25fPlPKf(float, long *, const float *__restrict__);
static void __device_stub__Z8combine7IlEvT_(long);
static void __device_stub__Z6fuse20IjEvPKT_b(const unsigned *__restrict__, bool);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5mix25fPlPKf(float __par0, long *__par1, const float *__restrict__ __par2){ const float *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__cudaLaunch(((char *)((void ( *)(float, long *, const float *__restrict__))mix25)), 0U);}
# 50 "v001162.cu"
void mix25( float __cuda_0,long *__cuda_1,const float *__restrict__ __cuda_2)
# 51 "v001162.cu"
{__device_stub__Z5mix25fPlPKf( __cuda_0,__cuda_1,__cuda_2);
# 64 "v001162.cu"
}
# 1 "v001162.cudafe1.stub.c"
static void __device_stub__Z8combine7IlEvT_( long __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long))combine7<long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_combine7<long>( long &__cuda_0){__device_stub__Z8combine7IlEvT_( (long &)__cuda_0);}
static void __device_stub__Z6fuse20IjEvPKT_b( const unsigned *__restrict__ __par0,  bool __par1) {  const unsigned *__T1;
__cudaLaunchPrologue(2); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, bool))fuse20<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fuse20<unsigned>( const unsigned *__restrict__ &__cuda_0,bool &__cuda_1){__device_stub__Z6fuse20IjEvPKT_b( (const unsigned *&)__cuda_0,(bool &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(const unsigned *__restrict__, bool))fuse20<unsigned int> ), _Z6fuse20IjEvPKT_b, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(long))combine7<long> ), _Z8combine7IlEvT_, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(float, long *, const float *__restrict__))mix25), _Z5mix25fPlPKf, (-1)); __cudaRegisterVariable(__T7, __shadow_var(d_sweep19,::d_sweep19), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
