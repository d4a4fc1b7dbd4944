#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000626.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sift14_kerneli4Acc4(int, const struct Acc4&);
static void __device_stub__Z13step31_kernelIilEvPKT0_PT_4Acc4i(const long *__restrict__, idx39_t *, const struct Acc4&, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13sift14_kerneli4Acc4(int __par0, const struct Acc4&__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArg(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(int, const struct Acc4))sift14_kernel)), 0U);}
# 34 "v000626.cu"
void sift14_kernel( int __cuda_0,const struct ::Acc4 __cuda_1)
# 34 "v000626.cu"
{__device_stub__Z13sift14_kerneli4Acc4( __cuda_0,__cuda_1);
# 42 "v000626.cu"
}
# 1 "v000626.cudafe1.stub.c"
static void __device_stub__Z13step31_kernelIilEvPKT0_PT_4Acc4i( const long *__restrict__ __par0,  idx39_t *__par1,  const struct Acc4&__par2,  int __par3) {  const long *__T3;
__cudaLaunchPrologue(4); __T3 = __par0; __cudaSetupArgSimple(__T3, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArg(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const long *__restrict__, idx39_t *, const struct Acc4, int))step31_kernel<int, long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_step31_kernel<int,long>( const long *__restrict__ &__cuda_0,::idx39_t *&__cuda_1,const struct ::Acc4 &__cuda_2,int &__cuda_3){__device_stub__Z13step31_kernelIilEvPKT0_PT_4Acc4i( (const long *&)__cuda_0,(::idx39_t *&)__cuda_1,(struct ::Acc4 &)__cuda_2,(int &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const long *__restrict__, idx39_t *, const struct Acc4, int))step31_kernel<int, long> ), _Z13step31_kernelIilEvPKT0_PT_4Acc4i, 512); __cudaRegisterEntry(__T4, ((void ( *)(int, const struct Acc4))sift14_kernel), _Z13sift14_kerneli4Acc4, (-1)); __cudaRegisterManagedVariable(__T4, __shadow_var(m_accum26,::m_accum26), 0, 256UL, 0, 0); __cudaRegisterVariable(__T4, __shadow_var(d_kick30,::d_kick30), 0, 128UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
