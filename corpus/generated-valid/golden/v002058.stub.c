#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002058.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fold13_kernelPKhPKx(const unsigned char *, const long long *__restrict__);
static void __device_stub__Z7relax18IjLi7EEvT_PKfPKS0_Pi(unsigned, const float *__restrict__, const unsigned *, int *__restrict__);
static void __device_stub__Z6norm30IlEvT_(long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13fold13_kernelPKhPKx(const unsigned char *__par0, const long long *__restrict__ __par1){ const long long *__T0;
__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaLaunch(((char *)((void ( *)(const unsigned char *, const long long *__restrict__))fold13_kernel)), 0U);}
# 25 "v002058.cu"
void fold13_kernel( const unsigned char *__cuda_0,const long long *__restrict__ __cuda_1)
# 25 "v002058.cu"
{__device_stub__Z13fold13_kernelPKhPKx( __cuda_0,__cuda_1);
# 32 "v002058.cu"
}
# 1 "v002058.cudafe1.stub.c"
static void __device_stub__Z7relax18IjLi7EEvT_PKfPKS0_Pi( unsigned __par0,  const float *__restrict__ __par1,  const unsigned *__par2,  int *__restrict__ __par3) {  const float *__T1;
 int *__T2;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T2 = __par3; __cudaSetupArgSimple(__T2, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned, const float *__restrict__, const unsigned *, int *__restrict__))relax18<unsigned int, (int)7> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_relax18<unsigned,7>( unsigned &__cuda_0,const float *__restrict__ &__cuda_1,const unsigned *&__cuda_2,int *__restrict__ &__cuda_3){__device_stub__Z7relax18IjLi7EEvT_PKfPKS0_Pi( (unsigned &)__cuda_0,(const float *&)__cuda_1,(const unsigned *&)__cuda_2,(int *&)__cuda_3);}
static void __device_stub__Z6norm30IlEvT_( long __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long))norm30<long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_norm30<long>( long &__cuda_0){__device_stub__Z6norm30IlEvT_( (long &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(long))norm30<long> ), _Z6norm30IlEvT_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(unsigned, const float *__restrict__, const unsigned *, int *__restrict__))relax18<unsigned int, (int)7> ), _Z7relax18IjLi7EEvT_PKfPKS0_Pi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const unsigned char *, const long long *__restrict__))fold13_kernel), _Z13fold13_kernelPKhPKx, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
