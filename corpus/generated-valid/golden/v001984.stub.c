#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001984.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14clamp11_kerneli3Op5ii(int, enum Op5, int, int);
static void __device_stub__Z13fuse33_kernelIlLi4EEvPKT_3Op510Particle24(const long *, enum Op5, struct Particle24&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14clamp11_kerneli3Op5ii(int __par0, enum Op5 __par1, int __par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 12UL);__cudaLaunch(((char *)((void ( *)(int, enum Op5, int, int))clamp11_kernel)), 0U);}
# 17 "v001984.cu"
void clamp11_kernel( int __cuda_0,enum ::Op5 __cuda_1,int __cuda_2,int __cuda_3)
# 18 "v001984.cu"
{__device_stub__Z14clamp11_kerneli3Op5ii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001984.cudafe1.stub.c"
static void __device_stub__Z13fuse33_kernelIlLi4EEvPKT_3Op510Particle24( const long *__par0,  enum Op5 __par1,  struct Particle24&__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArg(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const long *, enum Op5, struct Particle24))fuse33_kernel<long, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fuse33_kernel<long,4>( const long *&__cuda_0,enum ::Op5 &__cuda_1,struct ::Particle24 &__cuda_2){__device_stub__Z13fuse33_kernelIlLi4EEvPKT_3Op510Particle24( (const long *&)__cuda_0,(enum ::Op5 &)__cuda_1,(struct ::Particle24 &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const long *, enum Op5, struct Particle24))fuse33_kernel<long, (int)4> ), _Z13fuse33_kernelIlLi4EEvPKT_3Op510Particle24, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, enum Op5, int, int))clamp11_kernel), _Z14clamp11_kerneli3Op5ii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
