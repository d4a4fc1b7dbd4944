#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001084.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14score23_kernelPKiS0_(const int *__restrict__, const int *);
static void __device_stub__Z5sift6IjLi3EEvPKT_ii(const unsigned *, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14score23_kernelPKiS0_(const int *__restrict__ __par0, const int *__par1){ const int *__T0;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const int *__restrict__, const int *))score23_kernel)), 0U);}
# 26 "v001084.cu"
void score23_kernel( const int *__restrict__ __cuda_0,const int *__cuda_1)
# 26 "v001084.cu"
{__device_stub__Z14score23_kernelPKiS0_( __cuda_0,__cuda_1);
# 42 "v001084.cu"
}
# 1 "v001084.cudafe1.stub.c"
static void __device_stub__Z5sift6IjLi3EEvPKT_ii( const unsigned *__par0,  int __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, int, int))sift6<unsigned int, (int)3> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_sift6<unsigned,3>( const unsigned *&__cuda_0,int &__cuda_1,int &__cuda_2){__device_stub__Z5sift6IjLi3EEvPKT_ii( (const unsigned *&)__cuda_0,(int &)__cuda_1,(int &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(const unsigned *, int, int))sift6<unsigned int, (int)3> ), _Z5sift6IjLi3EEvPKT_ii, 128); __cudaRegisterEntry(__T1, ((void ( *)(const int *__restrict__, const int *))score23_kernel), _Z14score23_kernelPKiS0_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
