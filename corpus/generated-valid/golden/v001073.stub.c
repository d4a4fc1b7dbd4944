#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001073.fatbin.c"
static void __device_stub__Z7score29PKjPiS1_7Level24(const unsigned *, int *, int *, enum Level24);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fuse44_kernelPi(ptr43_t);
static void __device_stub__Z7accum16IlLi8EEvT_(long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z7score29PKjPiS1_7Level24(const unsigned *__par0, int *__par1, int *__par2, enum Level24 __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const unsigned *, int *, int *, enum Level24))score29)), 0U);}
# 47 "v001073.cu"
static void score29( const unsigned *__cuda_0,int *__cuda_1,int *__cuda_2,enum ::Level24 __cuda_3)
# 47 "v001073.cu"
{__device_stub__Z7score29PKjPiS1_7Level24( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v001073.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13fuse44_kernelPi( ptr43_t __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(ptr43_t))fuse44_kernel)), 0U); }
# 67 "v001073.cu"
void fuse44_kernel( ::ptr43_t __cuda_0)
# 67 "v001073.cu"
{__device_stub__Z13fuse44_kernelPi( __cuda_0);




}
# 1 "v001073.cudafe1.stub.c"
static void __device_stub__Z7accum16IlLi8EEvT_( long __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long))accum16<long, (int)8> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_accum16<long,8>( long &__cuda_0){__device_stub__Z7accum16IlLi8EEvT_( (long &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(long))accum16<long, (int)8> ), _Z7accum16IlLi8EEvT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(ptr43_t))fuse44_kernel), _Z13fuse44_kernelPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *, int *, int *, enum Level24))score29), _Z7score29PKjPiS1_7Level24, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
