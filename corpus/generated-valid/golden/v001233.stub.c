#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001233.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7scale13PKi(const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bump18_kernelfii6Pixel5(float, int, int, struct Pixel5&);
static void __device_stub__Z13sift25_kernelIjLi1EEvPKT_(const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7scale13PKi(const int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const int *))scale13)), 0U);}
# 30 "v001233.cu"
void scale13( const int *__cuda_0)
# 31 "v001233.cu"
{__device_stub__Z7scale13PKi( __cuda_0);


}
# 1 "v001233.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13bump18_kernelfii6Pixel5( float __par0,  int __par1,  int __par2,  struct Pixel5&__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArg(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(float, int, int, struct Pixel5))bump18_kernel)), 0U); }
# 39 "v001233.cu"
void bump18_kernel( float __cuda_0,int __cuda_1,int __cuda_2,struct ::Pixel5 __cuda_3)
# 40 "v001233.cu"
{__device_stub__Z13bump18_kernelfii6Pixel5( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 48 "v001233.cu"
}
# 1 "v001233.cudafe1.stub.c"
static void __device_stub__Z13sift25_kernelIjLi1EEvPKT_( const unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const unsigned *))sift25_kernel<unsigned int, (int)1> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_sift25_kernel<unsigned,1>( const unsigned *&__cuda_0){__device_stub__Z13sift25_kernelIjLi1EEvPKT_( (const unsigned *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(const unsigned *))sift25_kernel<unsigned int, (int)1> ), _Z13sift25_kernelIjLi1EEvPKT_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(float, int, int, struct Pixel5))bump18_kernel), _Z13bump18_kernelfii6Pixel5, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const int *))scale13), _Z7scale13PKi, (-1)); __cudaRegisterManagedVariable(__T6, __shadow_var(m_count17,::m_count17), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
