#include "prelude.cuh"
template <class T> struct W { typedef T type; };
template <class T> struct W<T*> { typedef T elem; };
__global__ void k(W<int>::type x, W<float*>::elem y) {}
template <class T> __global__ void kt(typename W<T>::type x) {}
int main() { k<<<1,1>>>(1, 2.0f); kt<int><<<1,1>>>(3); return 0; }
