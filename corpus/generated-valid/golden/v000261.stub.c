#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000261.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6scale1PKlPKiPsPj(const long *, const int *, short *, unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__86700507_10_v000261_cu_9c4a734f12fuse8_kernelEiPKi(int, const int *);
static void __device_stub__ZN43_GLOBAL__N__86700507_10_v000261_cu_9c4a734f13pack17_kernelIjjEEvPT_S1_Pf(unsigned *, unsigned, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6scale1PKlPKiPsPj(const long *__par0, const int *__par1, short *__par2, unsigned *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const long *, const int *, short *, unsigned *))scale1)), 0U);}
# 5 "v000261.cu"
void scale1( const long *__cuda_0,const int *__cuda_1,short *__cuda_2,unsigned *__cuda_3)
# 6 "v000261.cu"
{__device_stub__Z6scale1PKlPKiPsPj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 13 "v000261.cu"
}
# 1 "v000261.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__86700507_10_v000261_cu_9c4a734f12fuse8_kernelEiPKi( int __par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const int *))_NV_ANON_NAMESPACE::fuse8_kernel)), 0U); }
# 16 "v000261.cu"
void _NV_ANON_NAMESPACE::fuse8_kernel( int __cuda_0,const int *__cuda_1)
# 17 "v000261.cu"
{__device_stub__ZN43_GLOBAL__N__86700507_10_v000261_cu_9c4a734f12fuse8_kernelEiPKi( __cuda_0,__cuda_1);




}
# 1 "v000261.cudafe1.stub.c"
static void __device_stub__ZN43_GLOBAL__N__86700507_10_v000261_cu_9c4a734f13pack17_kernelIjjEEvPT_S1_Pf( unsigned *__par0,  unsigned __par1,  float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned *, unsigned, float *))_NV_ANON_NAMESPACE::pack17_kernel<unsigned int, unsigned int> )), 0U); }namespace _NV_ANON_NAMESPACE{

template<> __specialization_static void __wrapper__device_stub_pack17_kernel<unsigned,unsigned>( unsigned *&__cuda_0,unsigned &__cuda_1,float *&__cuda_2){__device_stub__ZN43_GLOBAL__N__86700507_10_v000261_cu_9c4a734f13pack17_kernelIjjEEvPT_S1_Pf( (unsigned *&)__cuda_0,(unsigned &)__cuda_1,(float *&)__cuda_2);}}
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(unsigned *, unsigned, float *))_NV_ANON_NAMESPACE::pack17_kernel<unsigned int, unsigned int> ), _ZN43_GLOBAL__N__86700507_10_v000261_cu_9c4a734f13pack17_kernelIjjEEvPT_S1_Pf, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int, const int *))_NV_ANON_NAMESPACE::fuse8_kernel), _ZN43_GLOBAL__N__86700507_10_v000261_cu_9c4a734f12fuse8_kernelEiPKi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const long *, const int *, short *, unsigned *))scale1), _Z6scale1PKlPKiPsPj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
