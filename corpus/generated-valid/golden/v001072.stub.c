#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001072.fatbin.c"
typedef kern3::Pixel10 _ZN5kern37Pixel10E;
extern __attribute__((visibility("hidden"))) void __device_stub__Z13grow23_kerneliiPfN5kern37Pixel10E(int, int, float *__restrict__,  _ZN5kern37Pixel10E&);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8reduce31ii(int, int);
static void __device_stub__Z16combine16_kernelIjEvPKT_PS0_S3_i(const unsigned *, unsigned *, unsigned *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13grow23_kerneliiPfN5kern37Pixel10E(int __par0, int __par1, float *__restrict__ __par2,  _ZN5kern37Pixel10E&__par3){ float *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArg(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(int, int, float *__restrict__,  _ZN5kern37Pixel10E))grow23_kernel)), 0U);}
# 41 "v001072.cu"
void grow23_kernel( int __cuda_0,int __cuda_1,float *__restrict__ __cuda_2, _ZN5kern37Pixel10E __cuda_3)
# 41 "v001072.cu"
{__device_stub__Z13grow23_kerneliiPfN5kern37Pixel10E( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001072.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8reduce31ii( int __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, int))reduce31)), 0U); }
# 46 "v001072.cu"
void reduce31( int __cuda_0,int __cuda_1)
# 46 "v001072.cu"
{__device_stub__Z8reduce31ii( __cuda_0,__cuda_1);
# 52 "v001072.cu"
}
# 1 "v001072.cudafe1.stub.c"
static void __device_stub__Z16combine16_kernelIjEvPKT_PS0_S3_i( const unsigned *__par0,  unsigned *__par1,  unsigned *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, unsigned *, unsigned *, int))combine16_kernel<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_combine16_kernel<unsigned>( const unsigned *&__cuda_0,unsigned *&__cuda_1,unsigned *&__cuda_2,int &__cuda_3){__device_stub__Z16combine16_kernelIjEvPKT_PS0_S3_i( (const unsigned *&)__cuda_0,(unsigned *&)__cuda_1,(unsigned *&)__cuda_2,(int &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const unsigned *, unsigned *, unsigned *, int))combine16_kernel<unsigned int> ), _Z16combine16_kernelIjEvPKT_PS0_S3_i, 512); __cudaRegisterEntry(__T4, ((void ( *)(int, int))reduce31), _Z8reduce31ii, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, int, float *__restrict__,  _ZN5kern37Pixel10E))grow23_kernel), _Z13grow23_kerneliiPfN5kern37Pixel10E, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_drift15,::c_drift15), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
