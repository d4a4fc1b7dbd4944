#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002152.fatbin.c"
static void __device_stub__Z6lerp13PKiPl(const int *, long *);
static void __device_stub__Z7clamp39PKh(const unsigned char *__restrict__);
static void __device_stub__Z13fuse42_kernelIijEvPT_PT0_PKi(int *__restrict__, unsigned *, const int *);
static void __device_stub__Z7pivot18IjLi5EEvPT_dm(unsigned *__restrict__, double, size_t);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6lerp13PKiPl(const int *__par0, long *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const int *, long *))lerp13)), 0U);}
# 20 "v002152.cu"
static void lerp13( const int *__cuda_0,long *__cuda_1)
# 20 "v002152.cu"
{__device_stub__Z6lerp13PKiPl( __cuda_0,__cuda_1);


}
# 1 "v002152.cudafe1.stub.c"
static void __device_stub__Z7clamp39PKh( const unsigned char *__restrict__ __par0) {  const unsigned char *__T0;
__cudaLaunchPrologue(1); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaLaunch(((char *)((void ( *)(const unsigned char *__restrict__))clamp39)), 0U); }
# 54 "v002152.cu"
static void clamp39( const unsigned char *__restrict__ __cuda_0)
# 54 "v002152.cu"
{__device_stub__Z7clamp39PKh( __cuda_0);


}
# 1 "v002152.cudafe1.stub.c"
static void __device_stub__Z13fuse42_kernelIijEvPT_PT0_PKi( int *__restrict__ __par0,  unsigned *__par1,  const int *__par2) {  int *__T1;
__cudaLaunchPrologue(3); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, unsigned *, const int *))fuse42_kernel<int, unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fuse42_kernel<int,unsigned>( int *__restrict__ &__cuda_0,unsigned *&__cuda_1,const int *&__cuda_2){__device_stub__Z13fuse42_kernelIijEvPT_PT0_PKi( (int *&)__cuda_0,(unsigned *&)__cuda_1,(const int *&)__cuda_2);}
static void __device_stub__Z7pivot18IjLi5EEvPT_dm( unsigned *__restrict__ __par0,  double __par1,  size_t __par2) {  unsigned *__T2;
__cudaLaunchPrologue(3); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned *__restrict__, double, size_t))pivot18<unsigned int, (int)5> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_pivot18<unsigned,5>( unsigned *__restrict__ &__cuda_0,double &__cuda_1,::size_t &__cuda_2){__device_stub__Z7pivot18IjLi5EEvPT_dm( (unsigned *&)__cuda_0,(double &)__cuda_1,(::size_t &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(unsigned *__restrict__, double, size_t))pivot18<unsigned int, (int)5> ), _Z7pivot18IjLi5EEvPT_dm, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int *__restrict__, unsigned *, const int *))fuse42_kernel<int, unsigned int> ), _Z13fuse42_kernelIijEvPT_PT0_PKi, 32); __cudaRegisterEntry(__T6, ((void ( *)(const unsigned char *__restrict__))clamp39), _Z7clamp39PKh, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const int *, long *))lerp13), _Z6lerp13PKiPl, 256); __cudaRegisterVariable(__T6, __shadow_var(d_combine8,::d_combine8), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
